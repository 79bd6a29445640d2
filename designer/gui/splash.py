"""The start-up card: shown as soon as Qt is up, before the window's modules are imported and
its catalogs read (a cold start takes 1.5-2.5 s to the window's first paint), so a player sees at
once that the designer is starting. It closes once the window is built."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QLabel

SIZE = (420, 120)
MARGIN = 24
TITLE = "Designer"
MESSAGE = "BattleTech unit construction — starting…"


def _card() -> QPixmap:
    card = QPixmap(*SIZE)
    card.fill(QColor("#f4f4f4"))
    painter = QPainter(card)
    painter.setPen(QColor("#888888"))
    painter.drawRect(0, 0, SIZE[0] - 1, SIZE[1] - 1)
    painter.setPen(QColor("#202020"))
    title = QFont(painter.font())
    title.setPointSize(title.pointSize() * 2)
    title.setBold(True)
    painter.setFont(title)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.drawText(MARGIN, 20, SIZE[0] - 2 * MARGIN, 44, left, TITLE)
    painter.setFont(QFont(painter.font().family(), title.pointSize() // 2))
    painter.setPen(QColor("#404040"))
    painter.drawText(MARGIN, 70, SIZE[0] - 2 * MARGIN, 30, left, MESSAGE)
    painter.end()
    return card


def starting_splash() -> QLabel:
    """Shows the start-up card (painted once, at once) and returns it, to close once the window
    is built. A plain frameless label: Qt's QSplashScreen waits a second for its window to show."""
    from PySide6.QtWidgets import QApplication

    splash = QLabel(objectName="starting")
    splash.setWindowFlags(Qt.WindowType.SplashScreen | Qt.WindowType.FramelessWindowHint)
    splash.setPixmap(_card())
    splash.setAccessibleName(f"{TITLE}: {MESSAGE}")
    screen = QApplication.primaryScreen()
    if screen is not None:   # in the middle of the screen, as a window manager would put a dialog
        area = screen.availableGeometry()
        splash.move(area.center().x() - SIZE[0] // 2, area.center().y() - SIZE[1] // 2)
    splash.show()
    splash.repaint()
    QApplication.processEvents()   # painted now, before the long imports
    return splash
