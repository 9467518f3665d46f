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

/**
 * An area's manifest with the usual defaults filled in: its app key is its id, and it shows in the
 * application square unless it says `defaultEnabled: false`.
 */
export const defineArea = ({ appKey, defaultEnabled = true, ...manifest }: Omit<TModuleManifest, 'appKey' | 'defaultEnabled'> & Partial<Pick<TModuleManifest, 'appKey' | 'defaultEnabled'>>): TModuleManifest => ({
  ...manifest,
  appKey: appKey ?? manifest.id,
  defaultEnabled,
});

/** An engine's manifest (`engines/<name>/engine.ts`): loaded before every area that names it in `dependsOn`. */
export interface TEngineManifest {
  id: string;
  dependsOn?: string[];
  /** One line on what the engine offers areas. */
  summary: string;
}
