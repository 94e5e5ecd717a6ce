import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route pattern a path belongs to (`/eduform/BCA` -> `/eduform/:course`), so that speed
 * reports group by screen and never carry ids, course names or anything else from the address.
 */
export function routePatternOf(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path))
    .at(-1);
  if (!pattern) return '/*';
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}
