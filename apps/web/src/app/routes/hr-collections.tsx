import { useParams } from 'react-router';
import { CollectionScreen } from '../../features/recruiter/components/collections/collection-screen';
import { CollectionsScreen } from '../../features/recruiter/components/collections/collections-screen';

/** /hr/collections: the organisation's talent collections (behind HrGate). */
export function HrCollectionsRoute() {
  return <CollectionsScreen />;
}

/** /hr/collections/:collectionId: one collection's candidates (behind HrGate). */
export function HrCollectionRoute() {
  const { collectionId = '' } = useParams();
  return <CollectionScreen key={collectionId} collectionId={collectionId} />;
}
