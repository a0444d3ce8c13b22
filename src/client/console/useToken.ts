import { useAppSelector } from '../app/hooks';
import { selectStaffToken } from './consoleSlice';

/** The signed-in staff member's token, for the console's calls. */
export const useStaffToken = (): string => useAppSelector(selectStaffToken);
