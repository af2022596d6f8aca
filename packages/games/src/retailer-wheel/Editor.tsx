/** The retailers' wheels edit their sectors as the wheel does; the rest is the generated form. */
export { WheelEditor as default } from '../spin-the-wheel/Editor.tsx';
