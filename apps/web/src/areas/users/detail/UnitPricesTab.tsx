import {
  formatDisplayDate,
  formatWireDate,
  LIMITS,
  type UnitPrice,
  type UnitPriceFaults,
  validateUnitPrice,
} from '@platform/contract';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  DigitsField,
  EmptyState,
  InlineAlert,
  Select,
  TextField,
  useT,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { endpointQuery, invalidateEndpoints } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import styles from './UserDetailDialog.module.css';
import { endAfterStartChange, isUnitPriceOverlap, overlappedPrice } from './userDetailRules.ts';

export interface UnitPricesTabProps {
  userIdx: number;
  /** Open teachers and admins manage unit prices (screens.md §6); others only see them. */
  manager: boolean;
  onChanged?: (() => void) | undefined;
  /** Today, injectable for stories; the rule "start not before today" reads it. */
  today?: Date | undefined;
}

interface RoomChoice {
  roomCode: string;
  roomTitle: string;
}

/**
 * The classrooms a price can name: the institution's rooms when the room list answers, and the
 * classrooms of the user's own prices in any case (so a saved price's classroom stays a choice).
 */
function useRoomChoices(prices: readonly UnitPrice[]): RoomChoice[] {
  const rooms = useQuery({
    ...endpointQuery('room.LIST', { paging: false, searchType: 2 }),
    staleTime: 60_000,
  });
  const choices = new Map<string, string>();
  for (const room of rooms.data ?? []) choices.set(room.roomCode, room.roomTitle ?? room.roomCode);
  for (const price of prices) {
    if (price.roomCode && !choices.has(price.roomCode)) {
      choices.set(price.roomCode, price.room?.roomTitle ?? price.roomCode);
    }
  }
  return [...choices].map(([roomCode, roomTitle]) => ({ roomCode, roomTitle }));
}

/**
 * The unit-price tab (screens.md §5 "Memo, price, fee", §6 "Unit-price tab needs a web-function
 * flag", §8 WB-400-309): the list with add, edit and delete; an overlap refused by the server
 * opens a dialog naming the classroom and period of the price it overlaps.
 */
export function UnitPricesTab({ userIdx, manager, onChanged, today }: UnitPricesTabProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const prices = useQuery(endpointQuery('price.LIST', { userIdx }));
  const rooms = useRoomChoices(prices.data ?? []);
  const [editing, setEditing] = useState<UnitPrice | 'new' | null>(null);
  const refresh = async () => {
    await invalidateEndpoints(queryClient, 'price.LIST');
    onChanged?.();
  };

  return (
    <div className={styles.section} data-slot="user-prices">
      {manager && (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('userDetail.priceAdd')}
          </Button>
        </div>
      )}
      <QueryState
        query={prices}
        loadingLabel={t('userDetail.loading')}
        empty={
          <EmptyState
            title={t('userDetail.pricesEmpty')}
            description={t('userDetail.pricesEmptyHint')}
          />
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('userDetail.prices')}>
            {list.map((price) => (
              <PriceItem
                key={price.priceIdx}
                price={price}
                manager={manager}
                onEdit={() => setEditing(price)}
                onDeleted={refresh}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing !== null && (
        <PriceFormDialog
          userIdx={userIdx}
          price={editing === 'new' ? null : editing}
          rooms={rooms}
          today={today ?? new Date()}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
    </div>
  );
}

function useAmountText() {
  const t = useT();
  return (amount: number) => t('userDetail.priceAmountValue', { amount });
}

function usePeriodText() {
  const t = useT();
  const now = new Date();
  return (price: Pick<UnitPrice, 'startDate' | 'endDate'>) =>
    t('userDetail.pricePeriodValue', {
      start: formatDisplayDate(price.startDate, now),
      end: price.endDate ? formatDisplayDate(price.endDate, now) : t('userDetail.priceOpenEnd'),
    });
}

function PriceItem({
  price,
  manager,
  onEdit,
  onDeleted,
}: {
  price: UnitPrice;
  manager: boolean;
  onEdit: () => void;
  onDeleted: () => Promise<void>;
}) {
  const t = useT();
  const amount = useAmountText();
  const period = usePeriodText();
  const remove = useMutation({
    mutationFn: () => api.call('price.REMOVE', { priceIdx: price.priceIdx }),
  });
  return (
    <li className={styles.item} data-slot="unit-price">
      <dl className={styles.facts}>
        <div>
          <dt>{t('userDetail.priceRoom')}</dt>
          <dd>
            {price.roomCode
              ? (price.room?.roomTitle ?? price.roomCode)
              : t('userDetail.priceAllRooms')}
          </dd>
        </div>
        <div>
          <dt>{t('userDetail.pricePeriod')}</dt>
          <dd>{period(price)}</dd>
        </div>
        <div>
          <dt>{t('userDetail.priceAmount')}</dt>
          <dd>{amount(price.price)}</dd>
        </div>
      </dl>
      {manager && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('userDetail.priceEdit')}
          </Button>
          <ConfirmDialog
            variant="destructive"
            title={t('userDetail.priceDeleteTitle')}
            message={t('userDetail.priceDeleteMessage', {
              amount: price.price,
              period: period(price),
            })}
            confirmLabel={t('userDetail.priceDelete')}
            onConfirm={async () => {
              await remove.mutateAsync();
              await onDeleted();
            }}
            failureMessage={(error) => apiErrorMessage(error, t)}
            trigger={
              <Button variant="secondary" size="sm">
                {t('userDetail.priceDelete')}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}

/** The classroom and period of the saved price an overlap names (error.unitPriceOverlapDetail). */
interface OverlapDetail {
  roomTitle: string;
  startDate: string;
  endDate: string;
}

interface PriceForm {
  price: string;
  startDate: string;
  endDate: string;
  roomCode: string;
}

function PriceFormDialog({
  userIdx,
  price,
  rooms,
  today,
  onClose,
  onSaved,
}: {
  userIdx: number;
  price: UnitPrice | null;
  rooms: readonly RoomChoice[];
  today: Date;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useT();
  const formId = useId();
  const [form, setForm] = useState<PriceForm>({
    price: price ? String(price.price) : '',
    startDate: price?.startDate ?? '',
    endDate: price?.endDate ?? '',
    roomCode: price?.roomCode ?? '',
  });
  const [faults, setFaults] = useState<UnitPriceFaults>({});
  const [endReset, setEndReset] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // `detail` is null when the refusal named no price (then the headline says it all).
  const [overlap, setOverlap] = useState<{ detail: OverlapDetail | null } | null>(null);
  const todayText = formatWireDate(today);
  // assumed (as the contract's validateUnitPrice): a saved price keeps a start already past.
  const isNew = price === null || form.startDate !== price.startDate;

  const save = useMutation({
    mutationFn: () => {
      const body = {
        userIdx,
        price: Number(form.price),
        startDate: form.startDate,
        ...(form.endDate ? { endDate: form.endDate } : {}),
        ...(form.roomCode ? { roomCode: form.roomCode } : {}),
      };
      return price
        ? api.result('priceSave.MOD', { priceIdx: price.priceIdx, ...body })
        : api.result('priceSave.ADD', body);
    },
  });

  const setStart = (startDate: string) => {
    setForm((current) => {
      const endDate = endAfterStartChange(startDate, current.endDate);
      setEndReset(endDate !== current.endDate);
      return { ...current, startDate, endDate };
    });
    setFaults(({ startDate: _s, endDate: _e, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (event.target !== event.currentTarget || save.isPending) return;
    const found = validateUnitPrice({ ...form, today, isNew });
    setFaults(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync();
      await onSaved();
    } catch (error) {
      if (isUnitPriceOverlap(error)) {
        const other = overlappedPrice(error);
        setOverlap({
          detail: other && {
            roomTitle: other.roomCode
              ? (other.room?.roomTitle ?? other.roomCode)
              : t('userDetail.priceAllRooms'),
            startDate: formatDisplayDate(other.startDate, today),
            endDate: other.endDate
              ? formatDisplayDate(other.endDate, today)
              : t('userDetail.priceOpenEnd'),
          },
        });
      } else {
        setFailure(apiErrorMessage(error, t));
      }
    }
  };

  return (
    <Dialog
      title={t(price ? 'userDetail.priceEditTitle' : 'userDetail.priceNew')}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('userDetail.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('userDetail.priceSave')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <DigitsField
          label={t('userDetail.priceAmount')}
          name="price"
          required
          maxLength={LIMITS.FEE_DIGITS_MAX}
          defaultValue={form.price}
          onValueChange={(value) => {
            setForm((current) => ({ ...current, price: value }));
            setFaults(({ price: _p, ...rest }) => rest);
          }}
          error={faults.price}
        />
        <div className={styles.pair}>
          <TextField
            label={t('userDetail.priceStart')}
            name="startDate"
            type="date"
            required
            min={isNew ? todayText : undefined}
            value={form.startDate}
            onChange={(event) => setStart(event.target.value)}
            error={faults.startDate}
          />
          <TextField
            label={t('userDetail.priceEnd')}
            name="endDate"
            type="date"
            min={form.startDate || undefined}
            value={form.endDate}
            onChange={(event) => {
              setEndReset(false);
              setForm((current) => ({ ...current, endDate: event.target.value }));
              setFaults(({ endDate: _e, ...rest }) => rest);
            }}
            error={faults.endDate}
            notice={endReset ? t('userDetail.priceEndReset') : undefined}
          />
        </div>
        <Select
          label={t('userDetail.priceRoom')}
          name="roomCode"
          value={form.roomCode}
          onChange={(event) => setForm((current) => ({ ...current, roomCode: event.target.value }))}
          options={[
            { value: '', label: t('userDetail.priceAllRooms') },
            ...rooms.map((room) => ({ value: room.roomCode, label: room.roomTitle })),
          ]}
        />
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </form>
      <AlertDialog
        open={overlap !== null}
        onOpenChange={(open) => {
          if (!open) setOverlap(null);
        }}
        title={t('userDetail.overlapTitle')}
        message={
          overlap && (
            <>
              {t('error.unitPriceOverlap')}
              {overlap.detail && (
                <>
                  <br />
                  <span data-slot="overlap-detail">
                    {t('error.unitPriceOverlapDetail', { ...overlap.detail })}
                  </span>
                </>
              )}
            </>
          )
        }
      />
    </Dialog>
  );
}
