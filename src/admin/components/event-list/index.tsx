/**
 * /events: the event list (SPEC "Event list"). A DataViews table (Event,
 * Sold, Status, Action) over `GET /eventin/v2/events`, with search, status
 * and date filters, pagination, and bulk delete of the selected rows (the
 * filters give way to the bulk actions while rows are selected). A site
 * without any event goes to /events/empty.
 */
import { SelectControl } from "@wordpress/components";
import { useDispatch } from "@wordpress/data";
import {
  DataViews,
  type Action,
  type Field,
  type View,
} from "@wordpress/dataviews/wp";
import { useCallback, useEffect, useMemo, useState } from "@wordpress/element";
import { __, _n, sprintf } from "@wordpress/i18n";
import { trash } from "@wordpress/icons";
import { Link, useNavigate } from "react-router-dom";

import { store as eventsStore } from "../../../stores/events";
import { type Event } from "../../../stores/events/types";
import { useCrudList } from "../../hooks/use-crud-list";
import {
  applyViewChange,
  DEFAULT_PER_PAGE,
  getPageRange,
  PER_PAGE_SIZES,
} from "../../utils/view-to-query";
import {
  clearFilters,
  eventViewToQuery,
  hasActiveFilters,
  isSiteWithoutEvents,
  setDateRange,
  setStatusFilter,
  type EventListStatus,
} from "../../utils/event-list-query";
import ConfirmDelete from "../confirm-delete";
import { notify } from "../notifications/notify";
import EventRowActions from "../event-row-menu";
import { EventDetails, SoldCell, StatusTag } from "./cells";
import ListPanel from "../list-panel";
import EventListFilters from "./filters";
import { getEventEditPath } from "./rules";

/** Where a site without events goes. */
export const EMPTY_STATE_PATH = "/events/empty";

function getItemId(item: Event): string {
  return String(item.id);
}

function getFields(): Field<Event>[] {
  return [
    {
      id: "title",
      label: __("Event", "eventin"),
      getValue: ({ item }) => item.title,
      render: ({ item }) => (
        <span className="eventin-event-title">
          {item.title || __("(no title)", "eventin")}
        </span>
      ),
      enableHiding: false,
      enableSorting: false,
      enableGlobalSearch: false,
      filterBy: false,
    },
    {
      id: "details",
      label: __("Details", "eventin"),
      render: EventDetails,
      enableHiding: false,
      enableSorting: false,
      filterBy: false,
    },
    {
      id: "sold",
      label: __("Sold", "eventin"),
      getValue: ({ item }) => item.sold_tickets,
      render: SoldCell,
      enableHiding: false,
      enableSorting: false,
      filterBy: false,
    },
    {
      id: "status",
      label: __("Status", "eventin"),
      getValue: ({ item }) => item.display_status,
      render: StatusTag,
      enableHiding: false,
      enableSorting: false,
      filterBy: false,
    },
    {
      id: "actions",
      label: __("Action", "eventin"),
      render: ({ item }) => <EventRowActions event={item} />,
      enableHiding: false,
      enableSorting: false,
      filterBy: false,
    },
  ];
}

function getInitialView(): View {
  return {
    type: "table",
    titleField: "title",
    descriptionField: "details",
    fields: ["sold", "status", "actions"],
    search: "",
    filters: [],
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    layout: {
      styles: {
        sold: { width: "160px" },
        status: { width: "120px" },
        actions: { width: "1%" },
      },
    },
  };
}

export default function EventList() {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(getInitialView);
  const [selection, setSelection] = useState<string[]>([]);
  const query = useMemo(() => eventViewToQuery(view), [view]);
  const { items, totalItems, totalPages, isLoading, error } = useCrudList(
    eventsStore,
    query,
  );
  const { deleteItems } = useDispatch(eventsStore);
  const fields = useMemo(getFields, []);

  const isEmptySite = isSiteWithoutEvents({
    view,
    isLoaded: !isLoading,
    hasError: !!error,
    totalItems,
  });
  useEffect(() => {
    if (isEmptySite) {
      navigate(EMPTY_STATE_PATH, { replace: true });
    }
  }, [isEmptySite, navigate]);

  const changeView = useCallback(
    (change: (current: View) => View) =>
      setView((current) => applyViewChange(current, change(current))),
    [],
  );
  const onSearch = useCallback(
    (search: string) =>
      setView((current) =>
        (current.search ?? "") === search
          ? current
          : applyViewChange(current, { ...current, search }),
      ),
    [],
  );
  const onStatus = useCallback(
    (status: EventListStatus) =>
      changeView((current) => setStatusFilter(current, status)),
    [changeView],
  );
  const onDateRange = useCallback(
    (start: string, end: string) =>
      changeView((current) => setDateRange(current, start, end)),
    [changeView],
  );
  const onPerPage = useCallback(
    (value: string) =>
      changeView((current) => ({
        ...current,
        perPage: Number(value) || DEFAULT_PER_PAGE,
      })),
    [changeView],
  );
  const onClear = useCallback(() => changeView(clearFilters), [changeView]);

  const actions = useMemo<Action<Event>[]>(
    () => [
      {
        id: "delete",
        label: __("Delete", "eventin"),
        icon: trash,
        supportsBulk: true,
        modalHeader: __("Are you sure?", "eventin"),
        modalSize: "small",
        RenderModal: ({ items: selected, closeModal }) => (
          <ConfirmDelete
            message={_n(
              "Are you sure you want to delete this event?",
              "Are you sure you want to delete these events?",
              selected.length,
              "eventin",
            )}
            onCancel={() => closeModal?.()}
            onConfirm={async () => {
              try {
                await deleteItems(selected.map((item) => item.id));
                notify(
                  "success",
                  _n(
                    "Successfully deleted the event!",
                    "Successfully deleted the events!",
                    selected.length,
                    "eventin",
                  ),
                );
                setSelection([]);
              } catch (deleteError) {
                notify(
                  "error",
                  _n(
                    "Failed to delete the event!",
                    "Failed to delete the events!",
                    selected.length,
                    "eventin",
                  ),
                  (deleteError as { message?: string })?.message,
                );
              }
              closeModal?.();
            }}
          />
        ),
      },
    ],
    [deleteItems],
  );

  const hasSelection = selection.some((id) =>
    items.some((item) => getItemId(item) === id),
  );
  const page = view.page ?? 1;
  const perPage = view.perPage ?? DEFAULT_PER_PAGE;
  const { from, to } = getPageRange(page, perPage, totalItems);

  return (
    <ListPanel className="eventin-event-list" error={error}>
      <DataViews<Event>
        data={items}
        fields={fields}
        view={view}
        onChangeView={(next) =>
          setView((current) => applyViewChange(current, next))
        }
        actions={actions}
        getItemId={getItemId}
        selection={selection}
        onChangeSelection={setSelection}
        renderItemLink={({ item, ...props }) => (
          <Link to={getEventEditPath(item.id)} {...props} />
        )}
        isLoading={isLoading && items.length === 0}
        paginationInfo={{ totalItems, totalPages }}
        defaultLayouts={{ table: {} }}
        config={{ perPageSizes: PER_PAGE_SIZES }}
        empty={
          <p className="eventin-list-panel__empty">
            {hasActiveFilters(view)
              ? __("No events match these filters.", "eventin")
              : __("No events yet.", "eventin")}
          </p>
        }
      >
        <div className="eventin-event-list__toolbar">
          {hasSelection ? (
            <div className="eventin-event-list__bulk">
              <DataViews.BulkActionToolbar />
            </div>
          ) : (
            <EventListFilters
              view={view}
              onSearch={onSearch}
              onStatus={onStatus}
              onDateRange={onDateRange}
              onClear={onClear}
            />
          )}
        </div>
        <DataViews.Layout />
        <div className="eventin-event-list__footer">
          {totalItems > 0 && (
            <p className="eventin-list-panel__summary eventin-event-list__summary">
              {sprintf(
                /* translators: 1: first shown, 2: last shown, 3: number of events. */
                _n(
                  "Showing %1$d - %2$d of %3$d event",
                  "Showing %1$d - %2$d of %3$d events",
                  totalItems,
                  "eventin",
                ),
                from,
                to,
                totalItems,
              )}
            </p>
          )}
          <div className="eventin-event-list__paging">
            {totalItems > 0 && (
              <SelectControl
                className="eventin-event-list__per-page"
                label={__("Events per page", "eventin")}
                labelPosition="side"
                value={String(perPage)}
                options={PER_PAGE_SIZES.map((size) => ({
                  label: String(size),
                  value: String(size),
                }))}
                onChange={onPerPage}
                size="compact"
                __nextHasNoMarginBottom
              />
            )}
            <DataViews.Pagination />
          </div>
        </div>
      </DataViews>
    </ListPanel>
  );
}
