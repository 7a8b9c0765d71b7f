import { useQuery } from '@tanstack/react-query';
import type { AdminPrivacyRequests } from '@talent/contracts';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/privacy-requests: deletions waiting for their erasure, and the latest exports. */
export function usePrivacyRequests() {
  return useQuery({
    queryKey: adminKeys.privacy,
    queryFn: ({ signal }) => apiGet<AdminPrivacyRequests>('/api/admin/privacy-requests', { signal }),
  });
}
