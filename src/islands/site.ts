/**
 * The one script of every built page (plugins/islands): the header's menus and the scroll reveal on
 * the markup the build wrote; on the contact page also the request a link asked for, the map's frame,
 * and the form's island, loaded on its first touch.
 */
import { startReveal } from "../motion/init-reveal";
import { startHeaderMenus } from "./header-menus";
import { startIslands } from "./loader";
import { startMapFrames } from "./map-frame";
import { chooseRequest } from "./request-choice";

startHeaderMenus();
chooseRequest();
startIslands();
startMapFrames();
startReveal();
