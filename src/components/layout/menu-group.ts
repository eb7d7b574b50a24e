/**
 * The `name` the phone menu's <details> shares with the landing bands' anchors: opening one closes
 * the others, which is how a followed section link closes the menu without JavaScript.
 */
export const menuGroup = "site-menu";
