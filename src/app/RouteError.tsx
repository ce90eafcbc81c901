import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router-dom';
import { reportClientError } from '../api/clientErrors';
import { tokenStore } from '../api/tokens';
import { ErrorCard } from '../components/ErrorCard';
import { retryFailedChunks } from '../components/lazyPage';
import { paths } from '../routes/paths';

/**
 * A route's `errorElement`: the Persian error card instead of React Router's developer page. Under
 * the signed-in frame it renders in the frame's outlet, so the header and menus keep working.
 * 'try again' renders the route afresh (a failed chunk is fetched again); 'back' goes one page back,
 * or to `/` when there is nowhere to go back to.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    reportClientError(error, 'route', `${location.pathname}${location.search}`);
  }, [error, location.pathname, location.search]);

  const retry = () => {
    retryFailedChunks();
    // A navigation to the same address gives the route a new location key: its boundary resets.
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  };
  const back = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(tokenStore.hasSession() ? paths.medicineA.list : paths.login, { replace: true });
  };
  return <ErrorCard onRetry={retry} onBack={back} />;
}

/** Gives every route (and every child route) the error card as its `errorElement`. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withChildren = route.children ? { ...route, children: withErrorElements(route.children) } : route;
    return withChildren.errorElement === undefined ? ({ ...withChildren, errorElement: <RouteError /> } as RouteObject) : withChildren;
  });
}
