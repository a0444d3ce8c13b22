// What `use-sync-external-store/shim` resolves to in the browser build (webpack.config.ts): React 19
// has useSyncExternalStore, so the shim that @xstate/react and @tiptap/react import is only a
// pass-through, yet it sat in the first load's vendor chunk (issue #19: first load of /).
export { useSyncExternalStore } from 'react';
