/** The inbox feature's screen, one lazy chunk: the route table loads it through this module. */
export { ConversationsScreen } from './ConversationsScreen';
