import { createContext, useContext } from "react";

/**
 * Whether the form around a component is on screen. A page's form is from the start; a dialog's
 * is prepared hidden before its link is tapped (decision 096), and what follows an opening (the
 * form's companion: the funnel's "opened" step, a kept draft) waits until it is shown.
 */
export const FormShown = createContext(true);

export const useFormShown = () => useContext(FormShown);
