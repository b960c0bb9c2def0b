/** `i18n/xx.json?feature=<name>`: the texts of one lazy feature (see webpack.config.ts). */
declare module '*.json?feature=sso' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=feedback' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=media' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=whatsappAccounts' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=help' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=consent' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=notifications' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=subscribers' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=doubleOptIn' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=templates' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=dashboard' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=search' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=newsletters' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=statistics' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=leaveGuard' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=accountSwitch' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=itemAccount' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
declare module '*.json?feature=conversations' {
  const catalog: import('./catalogs').Catalog;
  export default catalog;
}
