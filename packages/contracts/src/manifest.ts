/**
 * A function area's manifest (`modules/<area>/module.ts`): what both the server and the web need to
 * know about it, and nothing that pulls code of either side.
 */
export interface TPageManifest {
  /** Page name: the route is `/{module}/{page}`. */
  name: string;
  /** Chinese title (the default; sites may override it). */
  title: string;
  /** Open without signing in. */
  public?: boolean;
  /** Kept alive between visits (spec §2.1). */
  cached?: boolean;
  /** Needs the maps script (spec §2.1). */
  maps?: boolean;
  /** A screen of the desktop console (antd frame and side menu), opened by this permission. */
  console?: TConsolePage;
  /**
   * Shows other people's personal data (health records, people lists): the shell lays a faint
   * watermark with the viewer's name and number over it, against screenshots leaking.
   */
  personal?: boolean;
  /**
   * The page's code comes in a chunk of its own, `web/<chunk>/pages.ts` exporting its `pages`, fetched
   * when one of its pages is first opened: an area's other pages do not carry it in their first load.
   */
  chunk?: string;
}

/** Where a console screen sits: the console's menu is built from these, across every area. */
export interface TConsolePage {
  /** App key and module that must be in the user's permission map (the server checks the same); no module = any of the app's. */
  app: string;
  module?: string;
  /** The menu's icon, by name (the console frame maps names to icons). */
  icon?: string;
  /** The console's first screen: open to anyone who may open any other console screen. */
  home?: true;
  /** Left out of the menu: reached from another screen (a form's designer from the list of forms). */
  menu?: false;
}

export interface TRouteModule {
  /** The `{module}` part of the route. */
  module: string;
  pages: TPageManifest[];
}

export interface TModuleManifest {
  /** Area id: folder name, i18n namespace, migration prefix. */
  id: string;
  /**
   * Ids of the engines and areas this area needs loaded before it (health fills its reports through
   * the forms engine: `forms-engine`). scripts/registries.mjs orders the registries by these and refuses a missing one or a circle.
   */
  dependsOn?: string[];
  /**
   * Place in the application square and the console menu, lowest first, where dependsOn leaves a
   * choice; areas without one follow, by id.
   */
  order?: number;
  /** Key in the permission map and the application square. */
  appKey: string;
  name: { zh: string; en: string; tw: string };
  icon?: string;
  /** Shown in the application square unless the site says otherwise. */
  defaultEnabled: boolean;
  routes: TRouteModule[];
}

/** A page as a manifest writes it: its title alone, or its title with the options it has. */
export type TPageDeclaration = string | Omit<TPageManifest, 'name'>;

/**
 * An area's routes as its manifest writes them: pages by name under each `{module}`, in the order shown
 * (object keys keep it, as long as no name is a whole number).
 */
export type TRouteDeclarations = Record<string, Record<string, TPageDeclaration>>;

/** What `defineArea` is given besides the id and name: routes as declarations, the usual defaults left out. */
export type TAreaDeclaration = Omit<TModuleManifest, 'id' | 'name' | 'appKey' | 'defaultEnabled' | 'routes'> &
  Partial<Pick<TModuleManifest, 'appKey' | 'defaultEnabled'>> & { routes: TRouteDeclarations };

const pageOf = (name: string, page: TPageDeclaration): TPageManifest => (typeof page === 'string' ? { name, title: page } : { name, ...page });

/**
 * An area's manifest, written like a call (`get(path, summary, {...})`): its id, its name, then the
 * rest. The routes become the list the server and the web read, its app key is its id, and it shows
 * in the application square unless it says `defaultEnabled: false`.
 */
export const defineArea = (
  id: string,
  name: TModuleManifest['name'],
  { appKey, defaultEnabled = true, routes, ...manifest }: TAreaDeclaration,
): TModuleManifest => ({
  id,
  name,
  ...manifest,
  routes: Object.entries(routes).map(([module, pages]) => ({
    module,
    pages: Object.entries(pages).map(([pageName, page]) => pageOf(pageName, page)),
  })),
  appKey: appKey ?? id,
  defaultEnabled,
});

/** An engine's manifest (`engines/<name>/engine.ts`): loaded before every area that names it in `dependsOn`. */
export interface TEngineManifest {
  id: string;
  dependsOn?: string[];
  /** One line on what the engine offers areas. */
  summary: string;
}
