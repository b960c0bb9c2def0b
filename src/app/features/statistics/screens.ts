/** The statistics feature's screens, one lazy chunk: the route table loads them through this module. */
export { StatisticOverviewScreen } from './StatisticOverviewScreen';
export {
  DeliveryDetailsScreen,
  ReactionDetailsScreen,
  RecipientDetailsScreen,
} from './StatisticDetailsScreen';
