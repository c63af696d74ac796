declare module "*.module.scss" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
