// The required-stack floor (issue #19): what any page built on the client's required libraries
// ships before its own code: React, ReactDOM, Redux Toolkit with RTK Query's React hooks,
// react-redux and React Router's data router, each used once as the site uses it.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ page: build.query<string, void>({ query: () => 'page' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function Page() {
  const { data } = api.endpoints.page.useQuery();
  return <p>{data}</p>;
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
