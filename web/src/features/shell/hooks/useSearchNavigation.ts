import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Header searches go to the home list with ?search=… (the browse screen reads it). */
export function useSearchNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (text: string) => {
      const query = text.trim();
      navigate(query ? `/?${new URLSearchParams({ search: query }).toString()}` : '/');
    },
    [navigate],
  );
}
