// One step of the start-up (main.tsx) runs Redux Toolkit's module through this file. An eager
// import() of the library itself would keep every one of its exports in the first load (about
// 6 KB gzip more); this file names only what the store uses, so the rest is still left out.
export { configureStore } from '@reduxjs/toolkit';
