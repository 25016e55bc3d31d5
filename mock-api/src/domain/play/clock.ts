/**
 * The time of play: question deadlines, the grace after them, challenge
 * closing times. Every rule of play reads it from here, so a test can move
 * it on instead of waiting for real time to pass.
 */
export type Clock = () => Date;

export const realClock: Clock = () => new Date();
