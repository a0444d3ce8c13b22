// One step of the start-up (main.tsx) runs RTK Query and its React hooks through this file, for
// the reason given in reduxToolkit.ts beside it.
export { buildCreateApi } from '@reduxjs/toolkit/query/react';
