/** Inputs shared by the builder's generated settings forms and the games' own editors (builder only). */
export { HexColourField } from './HexColourField.tsx';
