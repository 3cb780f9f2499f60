/**
 * Front-end script 'countdown' (to be written).
 */
export {};
