/**
 * Where "Return" is offered and a return may be asked for: a shipped (delivered) order. The
 * returns domain then checks the window and the pieces left. It lives with the order, which
 * both the order screens and the returns read, so neither domain imports the other's screens.
 */
export const offersReturn = (order: { shipped: boolean }) => order.shipped;
