/** @jest-environment jsdom */
import { act, useEffect, useState } from "react";
import { TableSearch } from "@/components/ui/server-table/table-search";
import { tableTexts } from "@/lib/tables/table-texts";
import { field, render, type } from "./dom";

// The address (the `q` the table reads) as a test changes it: a search landing, or back/forward.
let setAddress: (q: string) => void = () => undefined;
function SearchOfAddress({ onSearch }: { onSearch: (text: string) => void }) {
  const [q, setQ] = useState("");
  useEffect(() => {
    setAddress = setQ;
  }, []);
  return <TableSearch value={q} placeholder="Search companies" onSearch={onSearch} />;
}

const land = (q: string) => act(async () => setAddress(q));
const pauseTyping = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));

async function searchField(onSearch: jest.Mock) {
  const container = await render(<SearchOfAddress onSearch={onSearch} />);
  return field(container, tableTexts.search);
}

it("keeps what was typed while an earlier search's address was still on its way", async () => {
  const onSearch = jest.fn();
  const input = await searchField(onSearch);
  await type(input, "Harbor Fleet 1 LLC");
  await pauseTyping();
  expect(onSearch).toHaveBeenLastCalledWith("Harbor Fleet 1 LLC");

  await type(input, "Harbor Fleet");
  await land("Harbor Fleet 1 LLC");
  expect(input.value).toBe("Harbor Fleet");
  await pauseTyping();
  expect(onSearch).toHaveBeenLastCalledWith("Harbor Fleet");
});

it("follows the address when back or forward changes it", async () => {
  const onSearch = jest.fn();
  const input = await searchField(onSearch);
  await type(input, "brake");
  await pauseTyping();
  await land("brake");
  expect(input.value).toBe("brake");
  await land("");
  expect(input.value).toBe("");
  await land("brake");
  expect(input.value).toBe("brake");
  expect(onSearch).toHaveBeenCalledTimes(1);
});
