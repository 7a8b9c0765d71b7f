import { ListPages } from '../../../components/list-pages';
import { ADMIN_PAGE_SIZE } from '../api/keys';

/** The pages of an admin list (none when one page holds everything). */
export function AdminPagination(props: {
  total: number;
  page: number;
  /** What the pages are of ("Pages of users"). */
  label: string;
  onChange: (page: number) => void;
}) {
  return <ListPages {...props} pageSize={ADMIN_PAGE_SIZE} />;
}
