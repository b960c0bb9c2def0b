/** The template feature's screens, one lazy chunk: the route table loads them through this module. */
export { TemplateListScreen } from './TemplateListScreen';
export { TemplateEditorScreen } from './TemplateEditorScreen';
export {
  PlaceholderChooserScreen,
  WhatsAppPlaceholderChooserScreen,
} from './PlaceholderChooserScreen';
