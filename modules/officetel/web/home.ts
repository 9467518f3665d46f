import type { TAreaWidgets } from '@quad/platform/shell/area';

/** This area's home widgets, for the web registry: the code arrives only when a layout shows one. */
export const officetelWidgets: TAreaWidgets = {
  /** 通讯录 (xidianPage/addressBook and any layout naming it): a number found from the home, as on the phone book page. Public, like the book. */
  addressBook: { session: false, load: () => import('./home-address-book').then((m) => m.loadHomeAddressBook()) },
};
