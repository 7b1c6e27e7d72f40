import { useQuery } from '@tanstack/react-query';
import { loadArticles } from '../utils/articles';

/** The help articles shipped with the product; they never change while the app runs. */
export const useArticles = () =>
  useQuery({
    queryKey: ['knowledge-centre', 'articles'],
    queryFn: loadArticles,
    staleTime: Infinity,
    gcTime: Infinity,
  });
