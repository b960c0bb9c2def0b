import { registerLazySaga } from '../../store/lazyFeatures';
import { notificationActionsSaga } from './sagas';

declare module '../../store/lazyFeatures' {
  interface LazySagas {
    notificationActions: true;
  }
}

/** The notification centre's actions load with its panel (see lazyFeatures.ts). */
registerLazySaga('notificationActions', notificationActionsSaga);
