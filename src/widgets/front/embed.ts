/**
 * Front-end script 'embed' (to be written).
 */
export {};
