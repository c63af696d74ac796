/**
 * The one script of every built page (plugins/islands): the header's menus and height (for the scroll
 * padding), the phone disclosures' state from 768 px (./folds.ts), "On this page" slid away while a
 * phone reads down the page (./page-nav-tuck.ts) and the scroll reveal on the markup the build wrote;
 * on the contact page also the request a link asked for, the map's frame, and the form's island,
 * loaded on its first touch.
 */
import { startReveal } from "../motion/init-reveal";
import { startFolds } from "./folds";
import { startHeaderHeight } from "./header-height";
import { startHeaderMenus } from "./header-menus";
import { startIslands } from "./loader";
import { startMapFrames } from "./map-frame";
import { startPageNavTuck } from "./page-nav-tuck";
import { chooseRequest } from "./request-choice";

startHeaderMenus();
startFolds();
startHeaderHeight();
startPageNavTuck();
chooseRequest();
startIslands();
startMapFrames();
// The reveal measures where every revealed element sits on the page. Run as the script starts, that
// measuring would make the browser lay out the whole page inside the script's task, on a slow phone
// a long one; after the next frame the browser has laid the page out already, as it must anyway.
// The elements it reveals stay hidden meanwhile (the reveal styles), so nothing shows early.
requestAnimationFrame(() => setTimeout(startReveal));
