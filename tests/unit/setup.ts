/**
 * Jest setup for the unit tests (src/**\/test/*.test.ts(x)).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load as lazy chunks and CI machines have two cores, sometimes busy with another
// suite: give findBy* and waitFor well over the default second before calling something
// missing (5 s failed the admin app's redirects once, on a machine under load).
configure( { asyncUtilTimeout: 15_000 } );
