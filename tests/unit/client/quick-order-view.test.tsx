/** @jest-environment jsdom */
// The quick-order screen: check the pasted lines, fix one with a chip (re-checked), add the
// ready lines to the cart in one click, and refuse a file that is not a CSV.
import { act } from "react";
import { QuickOrderView } from "@/components/ordering/quick-order/quick-order-view";
import { toast } from "@/components/ui/toast";
import { addLinesToCart } from "@/domains/ordering/client/cart";
import type { QuickOrderLineJson } from "@/domains/ordering/quick-order";
import { quickOrderScreen as texts } from "@/domains/ordering/quick-order-texts";
import { button, fetchCalls, field, jsonAnswer, render, settle, type } from "./dom";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/domains/ordering/client/cart", () => ({
  addLinesToCart: jest.fn(async () => undefined),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  jest.mocked(addLinesToCart).mockClear();
});

const part = { productName: "Brake pads", partNumber: "BP-1", url: "/parts/bp-1", image: "/x.svg" };
const ok = (line: number, quantity: number): QuickOrderLineJson => ({
  line,
  partNumber: "BP-1",
  quantity,
  status: "ok",
  partId: "p1",
  unitPrice: 2.5,
  listUnitPrice: null,
  lineTotal: 2.5 * quantity,
  message: null,
  mergedLines: [],
  note: null,
  part,
  suggestions: [],
});
const tooFew: QuickOrderLineJson = {
  ...ok(2, 5),
  partNumber: "OF-2",
  partId: "p2",
  status: "error",
  lineTotal: null,
  message: "Order 10 pcs (sold from 10 pcs).",
  suggestions: [10],
};

const click = (element: HTMLElement) => act(async () => element.click());

describe("the quick-order screen", () => {
  it("checks the lines, fixes one with a chip, and adds the ready lines to the cart", async () => {
    const container = await render(<QuickOrderView />);
    expect(container.textContent).toContain(texts.empty);
    const box = field(container, texts.textLabel) as unknown as HTMLTextAreaElement;
    await type(box, "BP-1, 4\nOF-2; 5");
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { lines: [ok(1, 4), tooFew] }));
    await click(button(container, texts.check));
    await settle();
    expect(fetchCalls(fetchMock)).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/quick-order",
        body: { text: "BP-1, 4\nOF-2; 5" },
      }),
    ]);
    expect(container.textContent).toContain("1 of 2 lines ready — 1 needs a fix");
    expect(container.textContent).toContain("10.00$");

    fetchMock.mockResolvedValueOnce(
      jsonAnswer(200, { lines: [ok(1, 4), { ...ok(2, 10), partNumber: "OF-2", partId: "p2" }] }),
    );
    await click(button(container, texts.useQuantity(10)));
    await settle();
    expect(box.value).toBe("BP-1, 4\nOF-2, 10");
    expect(fetchCalls(fetchMock)[1]).toMatchObject({ body: { text: "BP-1, 4\nOF-2, 10" } });
    expect(container.textContent).toContain("2 of 2 lines ready");

    await click(button(container, texts.addToCart(2)));
    await settle();
    expect(addLinesToCart).toHaveBeenCalledWith([
      { partId: "p1", quantity: 4 },
      { partId: "p2", quantity: 10 },
    ]);
    expect(toast.success).toHaveBeenCalledWith(texts.added(2), expect.anything());
  });

  it("shows a part's lines added up, and a fix empties the lines it holds", async () => {
    const container = await render(<QuickOrderView />);
    const box = field(container, texts.textLabel) as unknown as HTMLTextAreaElement;
    await type(box, "BP-1, 4\nOF-2, 10\nbp1 3");
    const note = "BP-1 was on 2 lines (1 and 3); their quantities were added: 7.";
    const added: QuickOrderLineJson = {
      ...ok(1, 7),
      partId: "p1",
      status: "error",
      lineTotal: null,
      message: "Order 5 or 10 pcs (sold from 5 pcs in steps of 5).",
      suggestions: [5, 10],
      mergedLines: [3],
      note,
    };
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(200, { lines: [added, { ...ok(2, 10), partNumber: "OF-2", partId: "p2" }] }),
    );
    await click(button(container, texts.check));
    await settle();
    expect(container.textContent).toContain(note);
    expect(container.textContent).toContain("1 of 2 lines ready — 1 needs a fix");

    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { lines: [] }));
    await click(button(container, texts.useQuantity(10)));
    await settle();
    expect(box.value).toBe("BP-1, 10\nOF-2, 10\n");
  });

  it("shows the server's refusal, and refuses a file that is not a CSV", async () => {
    const container = await render(<QuickOrderView />);
    await type(field(container, texts.textLabel), "x");
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(413, { error: "The text is too large: at most 1 MB." }),
    );
    await click(button(container, texts.check));
    await settle();
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "The text is too large: at most 1 MB.",
    );
    const input = field(container, texts.fileLabel);
    const image = new File(["png"], "photo.png", { type: "image/png" });
    Object.defineProperty(input, "files", { value: [image] });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
    expect(container.textContent).toContain(texts.notCsvFile);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
