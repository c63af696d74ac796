/**
 * The script of a page that runs no React in the browser (plugins/islands): the header's menus and
 * the scroll reveal, on the markup the build wrote.
 */
import { startReveal } from "../motion/init-reveal";
import { startHeaderMenus } from "./header-menus";

startHeaderMenus();
startReveal();
