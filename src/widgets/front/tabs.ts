/**
 * Front-end script 'tabs' (to be written).
 */
export {};
