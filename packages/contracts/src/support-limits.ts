/**
 * The longest message the chat widget sends (issue 17). Apart from support.ts so that the signed-in
 * frame, which shows the widget, reads it without loading zod.
 */
export const MAX_SUPPORT_MESSAGE_LENGTH = 4000;
