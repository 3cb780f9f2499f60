/**
 * Jest setup for the unit tests (src/**\/test/*.test.ts(x)).
 */
import '@testing-library/jest-dom';
