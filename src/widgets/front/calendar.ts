/**
 * Front-end script 'calendar' (to be written).
 */
export {};
