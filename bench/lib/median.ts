/** The middle value (the upper one of an even count): what a bench of a few runs quotes. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
