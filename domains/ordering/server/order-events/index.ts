// Order events: the append-only history of each order (written by orders and payments inside
// their transactions) and its timeline for the customer and admins.
export {
  recordOrderEvent,
  recordOrderEvents,
  orderEventsInsert,
  orderEventInsertCte,
  type EventActor,
  type OrderEventInput,
} from "./record-event";
export { orderTimeline } from "./order-timeline";
