/** The newsletter feature's screens, one lazy chunk: the route table loads them through this module. */
export { NewsletterListScreen } from './NewsletterListScreen';
export { NewsletterEditorScreen } from './NewsletterEditorScreen';
