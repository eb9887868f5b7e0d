import { useSearchParams } from 'react-router-dom';
import { parsePage } from '../admin-params';

/** `?q=` and `?page=` of a searchable admin list; a new search starts on page 1. */
export function useSearchPageParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() || null;
  const page = parsePage(params.get('page'));
  const setSearch = (text: string) => setParams(text ? { q: text } : {});
  const setPage = (next: number) => setParams({ ...(search ? { q: search } : {}), page: String(next) });
  return { search, page, setSearch, setPage };
}
