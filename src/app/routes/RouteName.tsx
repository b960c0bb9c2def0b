import { useEffect } from 'react';
import { routeActivated } from '../features/navigation/slice';
import { useAppDispatch } from '../store/hooks';

/**
 * Spec section 2: after each navigation the shown route's name (`Module_Site`) goes to the store,
 * which derives the active module and site from it (navigation, help, the cross-tab rule).
 */
export function RouteName({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(routeActivated({ routeName: name }));
  }, [dispatch, name]);
  return null;
}
