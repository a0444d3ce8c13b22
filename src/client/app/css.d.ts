// Components import their plain CSS files for the side effect; webpack extracts them.
declare module '*.css';
