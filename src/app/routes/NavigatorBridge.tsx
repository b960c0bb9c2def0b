import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigator';

/** Hands the router's `navigate` to the sagas (navigator.ts) while the router is mounted. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
