import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** The Statistics screen's call (src/shared/protocol/statsCalls.ts), in the one createApi. */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    consoleStats: wireQuery(build, 'consoleStats'),
  }),
});

export const { useConsoleStatsQuery } = statsApi;
