import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { StaffScreenId } from '../../shared/domain/staffScreens';
import { AuditScreen } from './audit/AuditScreen';
import { DeskDetail } from './DeskDetail';
import { DeskList } from './DeskList';
import { InboxDetail } from './inbox/InboxDetail';
import { InboxList } from './inbox/InboxList';
import { LinkCheckScreen } from './links/LinkCheckScreen';
import { MediaScreen } from './media/MediaScreen';
import { MemberFile } from './members/MemberFile';
import { MemberSearch } from './members/MemberSearch';
import { MenusScreen } from './menus/MenusScreen';
import { PagesScreen } from './pages/PagesScreen';
import { OfficeRegister } from './register/OfficeRegister';
import { ReportsScreen } from './reports/ReportsScreen';
import { SiteSettingsScreen } from './settings/SiteSettingsScreen';
import { StaffScreen } from './staff/StaffScreen';
import { StatsScreen } from './stats/StatsScreen';

/** A list at the screen's path and one item at `<path>/:id`. */
const listAndItem = (List: ComponentType, Item: ComponentType) =>
  function ListAndItem() {
    return (
      <Routes>
        <Route index element={<List />} />
        <Route path=":id" element={<Item />} />
      </Routes>
    );
  };

/**
 * The component of each console screen of domain/staffScreens.ts (the compiler refuses a screen
 * of the table without one); ConsoleApp routes `/team/<path>/*` to it.
 */
export const CONSOLE_SCREENS: Record<StaffScreenId, ComponentType> = {
  desk: listAndItem(DeskList, DeskDetail),
  inbox: listAndItem(InboxList, InboxDetail),
  members: listAndItem(MemberSearch, MemberFile),
  register: OfficeRegister,
  reports: ReportsScreen,
  stats: StatsScreen,
  audit: AuditScreen,
  staff: StaffScreen,
  links: LinkCheckScreen,
  settings: SiteSettingsScreen,
  menus: MenusScreen,
  pages: PagesScreen,
  media: MediaScreen,
};
