/**
 * Front-end script 'slider' (to be written).
 */
export {};
