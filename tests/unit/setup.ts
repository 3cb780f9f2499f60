/**
 * Jest setup for the unit tests (src/**\/test/*.test.ts(x)).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load as lazy chunks and CI machines have two cores: give findBy* and
// waitFor more than the default second before calling something missing.
configure( { asyncUtilTimeout: 5000 } );
