import type { GameEditorProps } from '../editor-registry-types.ts';
import { WheelEditor } from '../spin-the-wheel/Editor.tsx';
import type { AdvancedWheelSettings } from './definition.ts';

/**
 * The advanced wheel's sectors are the wheel's. Its registration type (without noDelivery) and the
 * redemption e-mail switch are plain fields, so its generated form shows them (editor-layout.ts):
 * hand-written code only for what a form cannot express (STYLE).
 */
export function AdvancedWheelEditor(props: GameEditorProps<AdvancedWheelSettings>) {
  return <WheelEditor {...props} />;
}

export default AdvancedWheelEditor;
